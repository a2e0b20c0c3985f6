import { UVT_2026 } from "@inventario/shared/business-settings";

/**
 * What 'Empresa' (issue 35) says; the form's and the server's messages are the shared
 * `businessSettingsMessages` and `nitMessages`.
 */
export const businessSettingsTexts = {
  title: "Empresa",
  loading: "Cargando los datos de la empresa...",
  notConfigured: "Aún no has registrado los datos de la empresa: los recibos los necesitan.",
  saveError: "Error al guardar los datos de la empresa",
  save: "Guardar",
  companySection: "Datos de la empresa",
  taxesSection: "Impuestos",
  numberingSection: "Numeración POS autorizada por la DIAN",
  numberingNote:
    "La resolución, su fecha, el rango (desde y hasta) y la vigencia van juntos: llénalos todos o déjalos todos vacíos. El prefijo es opcional.",
  receiptSection: "Recibo",
  cashSection: "Caja",
  /** Shown under the NIT once it has a NIT's shape: the check digit the DIAN's rule gives it. */
  vatHint:
    "Marca esta opción si la empresa cobra IVA. Los precios de venta al público ya lo incluyen: no se suma al total.",
  uvtHint: `En pesos, sin decimales. La DIAN la fija cada año (${UVT_2026.toLocaleString("es-CO")} para 2026).`,
  footerHint: "Se imprime al final de cada recibo (por ejemplo, la política de cambios).",
  cashHint: "Si la marcas, una venta en efectivo no se registra sin una caja abierta.",
  autoPrintHint: "Al registrar una venta se abre de inmediato la impresión de su recibo.",
  counterWarehouseHint:
    "El alistamiento de las ventas toma primero de esta bodega. Un vendedor con bodegas asignadas usa la suya.",
  noCounterWarehouse: "Ninguna",
  loadingWarehouses: "Cargando bodegas...",
} as const;

/** The form's labels: one name per field. */
export const businessSettingsLabels = {
  legal_name: "Razón social",
  nit: "NIT",
  dv: "DV",
  address: "Dirección",
  city: "Ciudad",
  phone: "Teléfono",
  vat_responsible: "Responsable de IVA",
  uvt: "UVT del año",
  pos_prefix: "Prefijo",
  pos_resolution: "Número de resolución",
  pos_resolution_date: "Fecha de resolución",
  pos_from: "Desde",
  pos_to: "Hasta",
  pos_valid_until: "Vigente hasta",
  receipt_footer: "Pie de página del recibo",
  require_cash_session: "Abre la caja antes de registrar ventas en efectivo",
  auto_print_receipt: "Imprimir el recibo al registrar cada venta",
  counter_warehouse_id: "Bodega del mostrador",
} as const;
