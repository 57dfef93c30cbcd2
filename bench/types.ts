export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  goal?: number;
  goalKind?: "max" | "min";
}
