# attack: '{0.__init__.__globals__}'.format(obj)
# table: format fields go through the checkpoint: __init__ readable, __globals__ refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: __init__
class A:
    def __init__(self):
        pass
print('{0.__init__.__name__}'.format(A()))
'{0.__init__.__globals__}'.format(A())
