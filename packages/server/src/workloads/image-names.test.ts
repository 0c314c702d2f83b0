import { describe, expect, it } from 'vitest';
import { sameImage } from './image-names.js';

describe('sameImage', () => {
  it('takes the names podman reports for short names as the same image', () => {
    expect(sameImage('web:2', 'localhost/web:2')).toBe(true);
    expect(sameImage('nginx', 'docker.io/library/nginx:latest')).toBe(true);
    expect(sameImage('team/api:1', 'docker.io/team/api:1')).toBe(true);
    expect(sameImage('127.0.0.1:5000/web:3', '127.0.0.1:5000/web:3')).toBe(true);
    expect(sameImage('web@sha256:ab', 'localhost/web@sha256:ab')).toBe(true);
  });

  it('keeps different tags, names and registries apart', () => {
    expect(sameImage('web:2', 'localhost/web:3')).toBe(false);
    expect(sameImage('web:2', 'localhost/api:2')).toBe(false);
    expect(sameImage('127.0.0.1:5000/web:2', 'localhost/web:2')).toBe(false);
    expect(sameImage('127.0.0.1:5000/web', '127.0.0.1:5000/web:latest')).toBe(true);
  });
});
