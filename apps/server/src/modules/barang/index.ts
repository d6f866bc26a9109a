// The goods record's face: what other modules and the composition layers use of it. The sending, moving and
// import flows price an item, draw a barcode and read an upload as the goods form does; the send screen and
// the benchmarks search goods with the record's own query. The goods record's rows change only here: the
// import enters items, the sending flow marks them sent and arrived, a conversion re-prices them through it.
export { barangQuery, barangQuerySql, lookupSql } from './barang-read.service.ts';
export { newBarcode, priceOf } from './barang-record.service.ts';
export { fotoDataUrl, readUpload, storeUploadedFoto } from './foto.service.ts';
export { insertItems, markItemsArrived, markItemsSent, repriceConvertedItem } from './item-records.ts';
export { reportMessage } from './goods-lines.ts';
