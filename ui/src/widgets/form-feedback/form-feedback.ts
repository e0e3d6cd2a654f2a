import type { ValidationResult } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/**
 * When a form shows its errors (spec §5, issue 5): a field's first issue once the field was touched
 * (left) or the form submitted; issues reported by the server until the field changes; the summary
 * 'Merci de renseigner toutes les données obligatoires.' after a refused submission; the attempt counter
 * the screen uses to move the focus to the first error.
 */
export class FormFeedback<K extends string> {
  private readonly touched = new Set<K>();
  private readonly serverIssues = new Map<K, ValidationResult>();
  submitted = false;
  /** Grows at each submission (focus to the first error after each). */
  attempt = 0;
  summary: string | null = null;

  constructor() {
    makeAutoObservable<FormFeedback<K>, 'touched' | 'serverIssues'>(this, {
      touched: true,
      serverIssues: true,
    });
  }

  touch(field: K): void {
    this.touched.add(field);
  }

  isTouched(field: K): boolean {
    return this.touched.has(field);
  }

  /** The field changed: the server's verdict on the previous value no longer applies. */
  changed(field: K): void {
    this.serverIssues.delete(field);
  }

  /**
   * The first message to show for the field, null when none (or not yet shown). `touchedElsewhere`: a
   * widget keeping its own touched state (date picker, NIR input).
   */
  errorOf(field: K, issues: ValidationResult, touchedElsewhere = false): string | null {
    const shown = this.submitted || touchedElsewhere || this.touched.has(field);
    const local = shown ? issues[0]?.message : undefined;
    return local ?? this.serverIssues.get(field)?.[0]?.message ?? null;
  }

  /** A submission starts: every error becomes visible. */
  startSubmission(): void {
    this.attempt += 1;
    this.submitted = true;
  }

  refused(summary: string): void {
    this.summary = summary;
  }

  /** The server refused some fields (400 with errors[]). */
  rejectedByServer(issues: { readonly [Key in K]?: ValidationResult }): void {
    this.serverIssues.clear();
    for (const [field, result] of Object.entries(issues) as [K, ValidationResult | undefined][]) {
      if (result !== undefined && result.length > 0) this.serverIssues.set(field, result);
    }
  }

  /** Whether the server refused this field's current value. */
  hasServerIssue(field: K): boolean {
    return this.serverIssues.has(field);
  }

  clearSummary(): void {
    this.summary = null;
  }
}
