// Names every plain object inherits from Object.prototype (plus `prototype`): never commands,
// games or fields. Shared by the engine's tests and its fuzzer so both probe the same list.
export const INHERITED_NAMES: readonly string[] = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'prototype',
];
