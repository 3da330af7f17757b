"""Which fingerprint for the boilerplate memory: exact letter keys, datasketch MinHash-LSH, or rapidfuzz?

Leave-one-out on sample_pdfs/ (text-layer) and ../shared/real_reports/: every report is looked up
in a memory of all the other reports; a sentence counts as recognised boilerplate when it occurs in
>= 2 other reports of its broker or >= 3 other reports. Prints the recognised characters and the
cost per sentence of each method.
    .venv/bin/python bench/memory_choice.py
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz, process  # noqa: E402

from bench.preprocess_bench import load_corpus  # noqa: E402
from tasks.clean.boilerplate import (  # noqa: E402
    _NOT_LETTERS,
    MIN_ANY_REPORTS,
    MIN_BROKER_REPORTS,
    detect_broker,
    memory_sentences,
    sentence_key,
)

SIMILARITY = 0.8


def letters(sentence: str) -> str:
    return _NOT_LETTERS.sub("", sentence).lower()


def corpus_sentences() -> list[tuple[str, str | None, list[str]]]:
    """(doc id, broker, letter-only sentences of >= 12 letters) per report."""
    found = []
    for name, document in load_corpus(ocr=False):
        text = document.text
        sentences = [letters(text[a:b]) for a, b in memory_sentences(text, 0, len(text))]
        found.append((name, detect_broker(text), [s for s in sentences if sentence_key(s)]))
    return found


def is_boilerplate(others: list[tuple[str, str | None]], broker: str | None) -> bool:
    docs = {d for d, _ in others}
    same = {d for d, b in others if broker and b == broker}
    return len(same) >= MIN_BROKER_REPORTS or len(docs) >= MIN_ANY_REPORTS


def run_exact(corpus):
    index = defaultdict(set)
    for doc, broker, sentences in corpus:
        for s in sentences:
            index[sentence_key(s, broker)].add((doc, broker))
    started, hits, total = time.perf_counter(), 0, 0
    for doc, broker, sentences in corpus:
        for s in sentences:
            total += 1
            others = [x for x in index[sentence_key(s, broker)] if x[0] != doc]
            hits += len(s) if is_boilerplate(others, broker) else 0
    return hits, (time.perf_counter() - started) / max(1, total)


def run_minhash(corpus):
    from datasketch import MinHash, MinHashLSH

    def sketch(s: str) -> MinHash:
        m = MinHash(num_perm=64)
        m.update_batch([s[i : i + 3].encode() for i in range(max(1, len(s) - 2))])
        return m

    started = time.perf_counter()
    lsh, owner, sketches = MinHashLSH(threshold=SIMILARITY, num_perm=64), {}, {}
    for doc, broker, sentences in corpus:
        for n, s in enumerate(sentences):
            key = f"{doc}:{n}"
            sketches[key] = sketch(s)
            lsh.insert(key, sketches[key])
            owner[key] = (doc, broker)
    hits = total = 0
    for doc, broker, sentences in corpus:
        for n, s in enumerate(sentences):
            total += 1
            others = [owner[k] for k in lsh.query(sketches[f"{doc}:{n}"]) if owner[k][0] != doc]
            hits += len(s) if is_boilerplate(others, broker) else 0
    return hits, (time.perf_counter() - started) / max(1, total)


def run_rapidfuzz(corpus):
    started = time.perf_counter()
    everything = [(doc, broker, s) for doc, broker, sentences in corpus for s in sentences]
    choices = [s for _, _, s in everything]
    hits = total = 0
    for doc, broker, sentences in corpus:
        for s in sentences:
            total += 1
            close = process.extract(s, choices, scorer=fuzz.ratio, score_cutoff=100 * SIMILARITY, limit=None)
            others = [(everything[i][0], everything[i][1]) for _, _, i in close if everything[i][0] != doc]
            hits += len(s) if is_boilerplate(others, broker) else 0
    return hits, (time.perf_counter() - started) / max(1, total)


def main() -> None:
    corpus = corpus_sentences()
    chars = sum(len(s) for _, _, sentences in corpus for s in sentences)
    print(f"{len(corpus)} reports, {sum(len(s) for _, _, s in corpus)} sentences, {chars} letters")
    for name, method in (
        ("exact letter key, broker name masked", run_exact),
        ("MinHash-LSH 64 perm, 3-grams, J>=0.8", run_minhash),
        ("rapidfuzz ratio>=80, brute force", run_rapidfuzz),
    ):
        try:
            hits, per_sentence = method(corpus)
        except ImportError as error:  # datasketch is pinned in constraints.txt but not a runtime dependency
            print(f"{name:40s} skipped ({error}; pip install -c constraints.txt datasketch)")
            continue
        print(
            f"{name:40s} recognised {hits:7d} letters ({100 * hits / chars:4.1f}%)  {per_sentence * 1e6:8.1f} us/sentence (index + query)"
        )


if __name__ == "__main__":
    main()
