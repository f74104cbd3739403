"""Regenerates the parser's golden files from CPython 3.11.

Usage: python3 gen_golden.py   (run in this directory)

ast_cases.txt holds source snippets separated by lines of "----"; each
must parse. error_cases.txt holds snippets (same separator) that must
fail. The outputs are JSON lists read by the Go tests.
"""
import ast, json, sys, warnings

assert sys.version_info[:2] == (3, 11), "expectations must come from CPython 3.11"
warnings.simplefilter("ignore")


def cases(name):
    text = open(name, encoding="utf-8").read()
    out = []
    for chunk in text.split("\n----\n"):
        if chunk.strip():
            out.append(chunk if chunk.endswith("\n") else chunk + "\n")
    return out


ok = []
for src in cases("ast_cases.txt"):
    tree = ast.parse(src)
    ok.append({"src": src, "dump": ast.dump(tree), "attrs": ast.dump(tree, include_attributes=True)})
json.dump(ok, open("ast_cases.json", "w"), indent=0, ensure_ascii=False)

ev = []
for src in ["1 + 2", "x if y else z\n", "(a, b)", "a, b,", "lambda: 1", "f'{x}'", "\n\n[i for i in x]\n\n"]:
    tree = ast.parse(src, mode="eval")
    ev.append({"src": src, "dump": ast.dump(tree), "attrs": ast.dump(tree, include_attributes=True)})
json.dump(ev, open("eval_cases.json", "w"), indent=0, ensure_ascii=False)

bad = []
for src in cases("error_cases.txt"):
    try:
        ast.parse(src)
    except SyntaxError as e:
        bad.append({"src": src, "kind": type(e).__name__, "msg": e.msg, "lineno": e.lineno,
                    "offset": e.offset, "end_lineno": e.end_lineno, "end_offset": e.end_offset})
    else:
        print("error case parses, dropped:", repr(src))
json.dump(bad, open("error_cases.json", "w"), indent=0, ensure_ascii=False)
print(len(ok), "ast cases,", len(bad), "error cases")
