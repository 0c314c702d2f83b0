import { Tag } from 'antd';

/** A list of names as tags; `color` tells one kind of name from another. */
export function NameTags({
  names,
  color,
  title,
}: {
  names: readonly string[];
  color?: string;
  title?: string;
}) {
  if (names.length === 0) return null;
  return (
    <>
      {names.map((name) => (
        <Tag key={name} color={color} title={title}>
          {name}
        </Tag>
      ))}
    </>
  );
}
