"""Analyst review: loading results, views, the HTML page and the terminal output."""
