# attack: string.Template substitution only reads mapping keys, never attributes
# imports: string
# requires: string
# expect: ok
# output: <$x.__class__>
import string
print(string.Template('<$x.__class__>').safe_substitute({}))
