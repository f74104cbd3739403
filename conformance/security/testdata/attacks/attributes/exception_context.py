# attack: e.__context__ chain walk
# expect: policy dunder
# message: Forbidden access to dunder attribute: __context__
try:
    try:
        1 / 0
    except Exception:
        raise ValueError()
except ValueError as e:
    e.__context__
