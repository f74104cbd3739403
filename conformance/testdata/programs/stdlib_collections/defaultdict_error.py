from collections import defaultdict
defaultdict(5)
