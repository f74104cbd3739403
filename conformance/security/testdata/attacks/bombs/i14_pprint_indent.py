# attack: pprint with indent=10**9: each nested line's indentation (a GB of spaces) was made before it was written and charged
# imports: pprint
# expect: limit memory
import pprint
pprint.pformat([[1, 2], [3, 4]], indent=10**9, width=1)
