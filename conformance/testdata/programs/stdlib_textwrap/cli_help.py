# krait-run: --allow-import textwrap
import textwrap
desc = "The quick brown fox jumps over the lazy dog. " * 4
print(textwrap.fill(desc, width=40))
print(textwrap.wrap("short", 10), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.fill(desc, width=50, initial_indent="  * ", subsequent_indent="    "))
print(textwrap.shorten("Hello  world!  This is a long sentence", width=20))
print(textwrap.shorten("Hello world", width=11), textwrap.shorten("Hello world, again", width=15, placeholder="..."))
code = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(code)))
print(textwrap.indent("line1\nline2\n\nline4", "> "))
print(textwrap.indent("a\n  \nb", "+ ", predicate=lambda line: True))
w = textwrap.TextWrapper(width=20, break_long_words=False, break_on_hyphens=False)
print(w.wrap("supercalifragilisticexpialidocious is a well-known-hyphenated word"))
w2 = textwrap.TextWrapper(width=15, max_lines=2, placeholder=" [...]")
print(w2.fill("one two three four five six seven eight nine ten"))
print(textwrap.wrap("tabs\there\tand\tthere", width=12, expand_tabs=True, tabsize=4))
print(textwrap.fill("Sentence one.  Sentence two. Three", width=80, fix_sentence_endings=True))
try:
    textwrap.wrap("x", width=0)
except ValueError as e:
    print("ValueError", e)
