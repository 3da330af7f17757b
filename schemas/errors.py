"""One root exception. Each subclass carries an exit code and a message that says how to fix it."""

from __future__ import annotations


class DigestError(Exception):
    """Root of every error this project raises on purpose."""

    exit_code: int = 1
    hint: str = ""

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        self.message = message
        if hint is not None:
            self.hint = hint
        super().__init__(message)

    def __str__(self) -> str:
        return f"{self.message}. {self.hint}" if self.hint else self.message

    @property
    def reason(self) -> str:
        """Short machine-friendly reason, used in the `error` column."""
        return type(self).__name__


class BadInputError(DigestError):
    """The input file cannot be read as a report."""

    exit_code = 3
    hint = "Check that the file is a complete, unencrypted PDF or a UTF-8 .txt file"


class EmptyInputError(BadInputError):
    hint = "The file has zero bytes; re-download or re-export it"


class NotAPdfError(BadInputError):
    hint = "The file does not start with %PDF-; give a PDF or a .txt file"


class EncryptedPdfError(BadInputError):
    hint = "The PDF is password-protected; decrypt it (e.g. qpdf --decrypt) and rerun"


class CorruptPdfError(BadInputError):
    hint = "The PDF is damaged or truncated; re-download it or repair it with qpdf/mutool clean"


class NoTextError(BadInputError):
    """Every page of the report came out without text: there is nothing to extract from."""

    hint = (
        "Nothing was extracted; check the file (a scan too large, too thin or too faint to read, "
        "see --ocr-max-megapixels); the report is retried on the next run"
    )

    @property
    def reason(self) -> str:
        return "no_text"


class OcrError(DigestError):
    exit_code = 4
    hint = "Install tesseract-ocr and tesseract-ocr-chi-sim (make setup does it)"


class FapParseError(DigestError):
    """The answer does not follow the FAP tagged protocol."""

    exit_code = 5
    hint = "The model answer must contain each FAP field exactly once"


class ModelUnavailableError(DigestError):
    exit_code = 6
    hint = "The model API did not answer in time; the report is retried on the next run"

    @property
    def reason(self) -> str:
        return "model_unavailable"


class ApiKeyRejectedError(DigestError):
    """The model API refused the key (401) or its permissions (403): every call would fail alike,
    so the run stops at once instead of writing an error row per report."""

    exit_code = 11
    hint = (
        "Check ANTHROPIC_API_KEY (and the key's workspace and model permissions), then rerun: "
        "the reports not reached are not done and the rerun does them"
    )

    @property
    def reason(self) -> str:
        return "api_key_rejected"


class ConfigError(DigestError):
    exit_code = 2
    hint = "Run `digest run --help` for the accepted options"


class NoResultsError(DigestError):
    """`digest review` / `digest show` found no Parquet results."""

    exit_code = 2
    hint = "Pass the folder given to `digest run --out` (it holds results/run_date=*/*.parquet)"


class UnknownReportError(DigestError):
    """`digest show` cannot pick one report from the doc_id it was given."""

    exit_code = 2
    hint = "Give 8 or more leading characters of a doc_id (see `digest review` or the Parquet doc_id column)"


class PrefectServerUnavailableError(DigestError):
    """`digest serve` needs a running Prefect server: the temporary one cannot schedule."""

    exit_code = 7
    hint = "Start one with `make server` (in another terminal), then `export PREFECT_API_URL=http://127.0.0.1:4200/api` and rerun"


class ReportsFailedError(DigestError):
    """The run finished and wrote its rows, but some reports are error rows."""

    exit_code = 10
    hint = "Each error row says why in its `error` column; a rerun retries them"


class ModelDriftError(DigestError):
    """`digest run` with Claude: the model's latest fingerprint (`digest probe`) drifted from the one before."""

    exit_code = 12
    hint = (
        "Compare a few rows of this model with the labels (OUT/fingerprints/ holds the figures), "
        "then rerun with --accept-drift; a new `digest probe` close to this fingerprint lifts the gate"
    )


class ProbeCostError(DigestError):
    """`digest probe` stopped: its cost passed --max-cost. No fingerprint is written."""

    exit_code = 13
    hint = "Raise --max-cost, or probe a smaller set (--labels FILE)"
