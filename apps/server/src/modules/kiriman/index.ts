// The shipment module's face: the shipment tables (kiriman, kiriman_detail) are written only here. A flow that
// sends a shipment (the owner's send, labelling) opens it inside its own document; the add-goods form enters
// an item out of one.
export {
  lockShipment,
  openShipment,
  shipmentLines,
  shipmentPlace,
  takeFromShipment,
  type OpenedShipment,
  type OpenShipmentSpec,
  type ShipmentHeader,
  type ShipmentLine,
  type ShipmentLineInput,
  type TakeFromShipment,
} from './shipment.ts';
