"""Writes scopes.golden: CPython 3.11's symtable classification of every
chunk of scopes.py (chunks are separated by lines "---"). Run with python3
from this directory."""
import symtable

KINDS = {1: "LOCAL", 2: "GLOBAL_EXPLICIT", 3: "GLOBAL_IMPLICIT", 4: "FREE", 5: "CELL"}


def dump(table, out, depth):
    out.append("%s%s %s" % ("  " * depth, table.get_type(), table.get_name()))
    for sym in sorted(table.get_symbols(), key=lambda s: s.get_name()):
        name = sym.get_name()
        if name.startswith("."):
            continue
        out.append("%s  %s %s" % ("  " * depth, name, KINDS[sym._Symbol__scope]))
    for child in table.get_children():
        dump(child, out, depth + 1)


def main():
    chunks = open("scopes.py").read().split("\n---\n")
    out = []
    for i, chunk in enumerate(chunks):
        out.append("=== %d" % i)
        dump(symtable.symtable(chunk, "chunk.py", "exec"), out, 0)
    with open("scopes.golden", "w") as f:
        f.write("\n".join(out) + "\n")


main()
