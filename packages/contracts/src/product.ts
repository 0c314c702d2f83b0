export const PRODUCT_NAME = 'Slipway';
export const PRODUCT_VERSION = '1.16.0';
