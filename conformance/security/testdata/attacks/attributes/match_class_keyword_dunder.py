# attack: a match class pattern keyword reads a dunder: case int(__class__=c)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
# known-hole: match class patterns read attributes without the dunder policy — owner: interp
match 1:
    case int(__class__=c):
        print(c)
