# attack: a match pattern fetching int.__dict__ — the shared built-in type's real namespace — and writing to it (changes int for every executor in the process)
# table: int.__dict__ is a read-only mappingproxy copy: the shared namespace cannot be written
# expect: python TypeError
# message: 'mappingproxy' object does not support item assignment
# output: mappingproxy
match int:
    case object(__dict__=d):
        print(type(d).__name__)
        d['evil'] = 1
