inner __FILE__ __LINE__
