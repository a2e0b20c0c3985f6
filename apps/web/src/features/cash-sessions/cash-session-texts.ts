import { type CashMovementType, cashMovementTypeLabels, shiftName } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { figure } from "../../components/data-table";
import { cashScreenPath } from "../../lib/current-cash-session";

// What the cash-register screens say ('Caja', issue 35); the statuses', movement types' and payment methods'
// names and the server's refusals are the shared ones (packages/shared/src/cash-sessions.ts, sales.ts).

const encode = encodeURIComponent;

export const cashPaths = {
  cash: cashScreenPath,
  sessions: "/dashboard/cash-sessions",
  session: (id: string) => `/dashboard/cash-sessions/${encode(id)}`,
} as const;

export const NO_VALUE = "—";

/** "1 venta", "12 ventas". */
export const salesCountText = (count: number) => (count === 1 ? "1 venta" : `${count.toLocaleString("es-CO")} ventas`);

/** 'Caja' with no open shift, and its 'Abrir caja' card. */
export const cashTexts = {
  title: "Caja",
  loading: "Cargando la caja...",
  loadError: "Ocurrió un error obteniendo la caja",
  retry: "Reintentar",
  openTitle: "Abrir caja",
  openHint: "Cuenta el efectivo con el que empiezas el turno: es la base de la caja. Puede ser $ 0.",
  base: "Base",
  openSubmit: "Abrir caja",
  opened: (number: number) => `${shiftName(number)} abierta`,
  openFailed: "No se pudo abrir la caja",
  /** 'Caja N.º 12 · abierta el 29/11/2026 8:00 a. m.' */
  heading: (number: number, when: string) => `${shiftName(number)} · abierta el ${when}`,
  history: "Ver cajas",
  report: "Ver informe",
  addMovement: "Registrar movimiento",
  close: "Cerrar caja",
} as const;

/** What a shift adds up to, on 'Caja' and its report. */
export const figureTexts = {
  label: "Cifras de la caja",
  base: "Base",
  sales: "Ventas",
  change: "Cambio entregado",
  cashIn: "Entradas",
  cashOut: "Salidas",
  expectedCash: "Efectivo esperado",
  methods: "Por medio de pago",
  methodsCaption: "Cifras por medio de pago",
  method: "Medio de pago",
  methodSales: "Ventas",
  refunds: "Devoluciones",
  expected: "Esperado",
  counted: "Contado",
  difference: "Diferencia",
  totalDifference: "Diferencia total",
  taxes: "IVA por tarifa",
  taxesCaption: "IVA de la caja",
  taxClass: "Tarifa",
  taxBase: "Base",
  tax: "IVA",
  noTaxes: "Sin ventas con IVA registrado.",
} as const;

export const methodColumns = [
  figureTexts.method,
  figure(figureTexts.methodSales),
  figure(figureTexts.refunds),
  figure(figureTexts.expected),
];
export const countedMethodColumns = [...methodColumns, figure(figureTexts.counted), figure(figureTexts.difference)];

/** A difference in words as well as sign and colour: counted − expected. */
export const differenceWord = (difference: number) =>
  difference < 0 ? "Faltante" : difference > 0 ? "Sobrante" : "Sin diferencia";

export const movementTexts = {
  title: "Movimientos de efectivo",
  caption: "Movimientos de efectivo de la caja",
  empty: "No hay movimientos de efectivo en esta caja.",
  time: "Hora",
  type: "Tipo",
  amount: "Valor",
  reason: "Motivo",
  employee: "Registrado por",
} as const;

export const movementColumns = [
  movementTexts.time,
  movementTexts.type,
  figure(movementTexts.amount),
  movementTexts.reason,
  movementTexts.employee,
];

/** 'Registrar movimiento': cash put in or taken out. */
export const movementFormTexts = {
  title: "Registrar movimiento",
  type: "Tipo",
  amount: "Valor",
  reason: "Motivo",
  reasons: "Sugerencias",
  reasonHint: "Elige un motivo frecuente o escribe otro.",
  submit: "Registrar",
  success: (type: CashMovementType, amount: number) =>
    `${cashMovementTypeLabels[type]} de ${formatPesos(amount)} registrada`,
  failed: "No se pudo registrar el movimiento",
} as const;

/** 'Cerrar caja': what was counted per method, against what was expected. */
export const closeTexts = {
  title: (number: number) => `Cerrar ${shiftName(number)}`,
  intro: "Cuenta lo que hay por cada medio de pago. La diferencia es lo contado menos lo esperado.",
  counted: "Contado",
  expected: "Esperado",
  difference: "Diferencia",
  totalDifference: "Diferencia total",
  byDenomination: "Contar por denominación",
  denominations: "Conteo por denominación",
  /** A bill or coin: '$ 100.000'. */
  denomination: (value: number) => `$ ${value.toLocaleString("es-CO")}`,
  denominationCount: (value: string) => `Cantidad de ${value}`,
  denominationTotal: "Total contado en efectivo",
  note: "Nota (opcional)",
  submit: "Cerrar caja",
  success: (number: number) => `${shiftName(number)} cerrada`,
  failed: "No se pudo cerrar la caja",
} as const;

/** 'Cajas': every shift the user may read, newest first. */
export const historyTexts = {
  title: "Cajas",
  caption: "Lista de cajas",
  status: "Estado",
  allStatuses: "Todas",
  statusOptions: { OPEN: "Abiertas", CLOSED: "Cerradas" },
  loading: "Cargando cajas...",
  empty: "No hay cajas registradas.",
  noneFiltered: "No hay cajas con esos filtros.",
  /** The employee's name in a row, for whoever reads everyone's shifts: it filters the list by them. */
  onlyEmployee: (name: string) => `Ver solo las cajas de ${name}`,
  employeeFilter: (name: string) => `Cajas de ${name}`,
  anyEmployee: "Ver las de todos",
  listForbidden: "No tienes permisos para ver las cajas",
  listError: "Ocurrió un error obteniendo las cajas",
  /** The number's link in the list: 'N.º 12' (the column says 'Caja N.º'). */
  number: (number: number) => `N.º ${number}`,
} as const;

export const historyColumns = [
  "Caja N.º",
  "Empleado",
  "Estado",
  "Apertura",
  "Cierre",
  figure("Base"),
  figure("Efectivo esperado"),
  figure("Diferencia"),
];

/** A shift's page: its closing report ('Informe de cierre'), or its figures so far while open. */
export const reportTexts = {
  closedTitle: (number: number) => `Informe de cierre · ${shiftName(number)}`,
  openTitle: (number: number) => `${shiftName(number)} · abierta`,
  loadingTitle: "Caja",
  loading: "Cargando la caja...",
  notFound: "La caja no existe.",
  loadError: "Ocurrió un error obteniendo la caja",
  back: "Volver a cajas",
  print80: "Imprimir 80 mm",
  printA4: "Imprimir A4",
  summary: "Datos de la caja",
  number: "Caja N.º",
  status: "Estado",
  employee: "Empleado",
  openedAt: "Apertura",
  closedAt: "Cierre",
  closedBy: "Cerrada por",
  base: "Base",
  receipts: "Recibos",
  salesCount: "Número de recibos",
  firstReceipt: "Primer recibo",
  lastReceipt: "Último recibo",
  salesTotal: "Total vendido",
  note: "Nota",
  noNote: "Sin nota.",
  openNotice: "La caja sigue abierta: las cifras son las de ahora y el informe de cierre se completa al cerrarla.",
} as const;

/** The report on paper. */
export const sheetTexts = {
  label: (number: number) => `Informe de cierre de la ${shiftName(number)}`,
  closedTitle: "Informe de cierre",
  openTitle: "Caja abierta (informe parcial)",
  salesByMethod: "Ventas por medio de pago",
  refunds: "Devoluciones",
  movements: "Movimientos de efectivo",
  reconciliation: "Esperado, contado y diferencia",
  noRefunds: "Sin devoluciones.",
  noMovements: "Sin movimientos.",
  printedAt: (when: string) => `Impreso el ${when}`,
  signature: "Firma de quien entrega",
  signatureReceiver: "Firma de quien recibe",
} as const;
