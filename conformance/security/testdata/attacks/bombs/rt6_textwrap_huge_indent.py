# attack: textwrap.wrap with width 10**6 and a 10**6-character initial and subsequent indent: no room is left for text, so every word goes on a line of its own, and each line copies the megabyte indent with no charge (10**5 lines, 100 GB; a run grew to 1.7 GB under a 256 MiB budget before its time limit)
# imports: textwrap
# limits: memory=64MiB time=10s ops=1e8
# expect: limit memory
import textwrap
textwrap.wrap('a ' * 10**5, width=10**6, initial_indent='x' * 10**6, subsequent_indent='y' * 10**6)
