# attack: __class_getitem__ returns a refused builtin — still refused at the name
# expect: policy builtin
# message: Forbidden function evaluation: 'eval'
class A:
    def __class_getitem__(cls, item):
        return eval
A[0]('1')
