export declare const viewBeaconPath: (propertyId: number) => string;
export declare const VIEW_BEACON_PATH: RegExp;
export declare const COUNT_VIEW: unique symbol;
export declare const FLUSH_VIEWS: unique symbol;
