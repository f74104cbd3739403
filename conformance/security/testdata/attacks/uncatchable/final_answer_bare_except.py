# attack: final_answer cannot be swallowed by a bare except
# expect: final done
try:
    final_answer('done')
except:
    pass
final_answer('other')
