# attack: a match pattern fetching int.__dict__ — the shared built-in type's real namespace — and writing to it (changes int for every executor in the process)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
match int:
    case object(__dict__=d):
        d['evil'] = 1
print(hasattr(int, 'evil'))
