"""Regenerates tokens.json from CPython 3.11's tokenize module.

Usage: python3 gen_tokens.py   (run in this directory)

Each case of token_cases.txt (separated by lines of "----") becomes a
list of [type, text, start_line, start_col, end_line, end_col] for its
NAME/NUMBER/STRING/OP tokens and [type] for NEWLINE/INDENT/DEDENT (the
Python tokenize module positions those differently from the C tokenizer
that ast.parse uses, so only their order is compared). Inputs are ASCII,
so tokenize's character columns equal byte columns.
"""
import io, json, sys, tokenize

assert sys.version_info[:2] == (3, 11)
out = []
for src in open("token_cases.txt").read().split("\n----\n"):
    if not src.endswith("\n"):
        src += "\n"
    assert src.isascii()
    toks = []
    for t in tokenize.generate_tokens(io.StringIO(src).readline):
        name = tokenize.tok_name[t.type]
        if name in ("NL", "COMMENT", "ENDMARKER"):
            continue
        if name in ("NEWLINE", "INDENT", "DEDENT"):
            toks.append([name])
            continue
        if name == "OP":
            name = t.string
        toks.append([name, t.string, t.start[0], t.start[1], t.end[0], t.end[1]])
    out.append({"src": src, "tokens": toks})
json.dump(out, open("tokens.json", "w"), indent=0)
print(len(out), "cases")
