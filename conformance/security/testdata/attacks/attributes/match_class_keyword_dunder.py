# attack: a match class pattern keyword reads a dunder: case int(__class__=c)
# table: a class pattern may read __class__; reading __globals__ through a pattern is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: <class 'int'>
match 1:
    case int(__class__=c):
        print(c)
match (lambda: 0):
    case object(__globals__=g):
        print(g)
