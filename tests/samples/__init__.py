"""Tests of sample_pdfs/: the specs, the rendering engine and the generator that writes the samples."""
