# attack: getattr with a dunder name built at run time
# table: a name built at run time goes through the same checkpoint
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: <class 'int'>
print(getattr(1, '__cl' + 'ass__'))
getattr(lambda: 0, '__glo' + 'bals__')
