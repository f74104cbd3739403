# krait-run: --allow-import textwrap
import textwrap
rows = [("search", "Search the web for a query and return the top results with titles and snippets."),
        ("calc", "Evaluate an arithmetic expression."),
        ("read_file", "Read a file from the workspace; large files are truncated to the first 4000 characters.")]
w = max(len(r[0]) for r in rows)
for name, desc in rows:
    lines = textwrap.wrap(desc, width=36)
    print(f"{name:<{w}} | {lines[0]}")
    for line in lines[1:]:
        print(f"{'':<{w}} | {line}")
print(textwrap.fill("word " * 30, width=25, initial_indent="- ", subsequent_indent="  ", max_lines=3))
doc = """\
    Usage:
        tool [options] FILE

    Options:
      -h   show help
    """
print(textwrap.dedent(doc))
print(repr(textwrap.dedent("  a\n\tb")), repr(textwrap.dedent("  x\n  \n  y")), repr(textwrap.dedent("")))
wrapper = textwrap.TextWrapper(width=30, initial_indent="> ", subsequent_indent="> ", drop_whitespace=True)
print("\n".join(wrapper.wrap("Quoted reply text that needs wrapping into an email style block of lines.")))
print(textwrap.wrap("a-very-long-hyphenated-compound-word-here", width=10))
print(textwrap.wrap("   leading and trailing   ", width=8), textwrap.wrap("   leading", width=8, drop_whitespace=False))
print(textwrap.shorten("   ", width=5), textwrap.shorten("x" * 30, width=10))
