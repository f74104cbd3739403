# attack: a match class pattern keyword reads a dunder: case int(__class__=c)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
match 1:
    case int(__class__=c):
        print(c)
