export * from './enums';
export * from './constants';
export * from './money';
export * from './locations';
export * from './amenities';
export * from './schemas/common';
export * from './schemas/property';
export * from './schemas/map';
