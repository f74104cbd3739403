# attack: '{0.__init__.__globals__}'.format(obj)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __init__
class A:
    def __init__(self):
        pass
'{0.__init__.__globals__}'.format(A())
