# attack: a 10,000-character word wrapped at width 2 (300,000 ran 40 s under a 30 s time limit): each break copies the rest of the word (quadratic, as CPython's slicing), 2.5*10**7 characters copied for one call with one operation charged per line
# imports: textwrap
# limits: ops=5e5 time=10s
# expect: limit ops
import textwrap
textwrap.wrap('a' * 10**4 + ' b', width=2)
