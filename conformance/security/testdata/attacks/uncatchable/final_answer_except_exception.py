# attack: final_answer cannot be swallowed by except Exception
# ref: smolagents test_final_answer_not_caught_by_except_exception
# expect: final 5
try:
    final_answer(5)
except Exception:
    print('caught')
print('after')
