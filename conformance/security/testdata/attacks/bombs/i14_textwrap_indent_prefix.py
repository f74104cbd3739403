# attack: textwrap.indent with a huge prefix on many lines (issue 14 class 2)
# imports: textwrap
# expect: limit memory
import textwrap
textwrap.indent("a\n" * 10000, "p" * 100000)
