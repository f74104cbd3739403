print(list(), list('ab'), list({'a': 1}), list(range(3)), list((1,)), tuple(), tuple([1]), tuple('xy'), tuple({1: 2}.items()))
