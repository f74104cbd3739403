# attack: a match pattern fetching __getattribute__, which then reads any attribute by string
# expect: policy dunder
# message: Forbidden access to dunder attribute: __getattribute__
match 1:
    case object(__getattribute__=ga):
        print(ga('__class__'))
