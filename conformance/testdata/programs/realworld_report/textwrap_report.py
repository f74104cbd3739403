# krait-run: --allow-import textwrap
import textwrap

summary = ("The quarterly review found that throughput increased by 14% while error rates "
           "dropped to 0.3%. However, the migration to the new storage backend was delayed "
           "by two weeks because of unexpected schema incompatibilities in legacy tables.")

print(textwrap.fill(summary, width=50))
print()
print(textwrap.fill(summary, width=40, initial_indent="* ", subsequent_indent="  "))
print()
for line in textwrap.wrap(summary, 30)[:4]:
    print(f"|{line:<30}|")
print(textwrap.shorten(summary, width=60, placeholder=" [...]"))
print(textwrap.shorten("Hello  world,   how are you?", 12))
code = """
    def hello():
        print("hi")
          return 1
"""
print(textwrap.dedent(code))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
print(textwrap.indent("a\n\nb", "+ ", lambda l: True))
w = textwrap.TextWrapper(width=25, break_long_words=True, max_lines=3, placeholder="…")
print(w.wrap("Supercalifragilisticexpialidocious is a very long word indeed, and more text follows here"))
print(textwrap.wrap("a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p", 8))
print(textwrap.wrap("tabs\there\tand  spaces", 10, expand_tabs=True))
print(repr(textwrap.fill("   leading and trailing   ", 10)))
print(textwrap.wrap("", 10), textwrap.fill("x" * 25, 10))
