# attack: write a refused dunder through a descriptor's own methods: BaseException.__dict__['__traceback__'].__set__(e, None), which CPython allows (issue 14: member/getset descriptors' __get__/__set__/__delete__ exist now, and pass the attribute checkpoint with the descriptor's name, as e.__traceback__ = None does)
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __traceback__
# output: True True
e = ValueError('x')
d = BaseException.__dict__['__traceback__']
print(d.__get__(e) is None, d.__get__(None, BaseException) is d)
d.__set__(e, None)
