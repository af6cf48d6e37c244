; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 42415
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x443 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x446 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x448 (add ?x446 ?x443)))
 (let ((?x445 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x445 ?x448))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x1901 (dim in_W1 2)))
 (= 3 ?x1901)))
(assert
 (let ((?x2945 (dim in_W1 3)))
 (= 3 ?x2945)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x2841 (dim in_W2 2)))
 (= 3 ?x2841)))
(assert
 (let ((?x3777 (dim in_W2 3)))
 (= 3 ?x3777)))
(assert
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x2826) 4)))
(assert
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2826 0) sym_n)))
(assert
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x2826 1) sym_m)))
(assert
 (let ((?x2797 (div (+ (- 1) sym_h) 2)))
 (let ((?x3375 (+ 1 ?x2797)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3507 (dim ?x2826 2)))
 (= ?x3507 ?x3375))))))
(assert
 (let ((?x3410 (div (+ (- 1) sym_w) 2)))
 (let ((?x3102 (+ 1 ?x3410)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3460 (dim ?x2826 3)))
 (= ?x3460 ?x3102))))))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x3609) 4)))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3609 0) sym_n)))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3609 1) sym_m)))
(assert
 (let ((?x2797 (div (+ (- 1) sym_h) 2)))
 (let ((?x3375 (+ 1 ?x2797)))
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3490 (dim ?x3609 2)))
 (= ?x3490 ?x3375))))))
(assert
 (let ((?x3410 (div (+ (- 1) sym_w) 2)))
 (let ((?x3102 (+ 1 ?x3410)))
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3224 (dim ?x3609 3)))
 (= ?x3224 ?x3102))))))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2054 (add ?x2826 ?x3609)))
 (= (rank ?x2054) 4)))))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2054 (add ?x2826 ?x3609)))
 (= (dim ?x2054 0) sym_n)))))
(assert
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2054 (add ?x2826 ?x3609)))
 (= (dim ?x2054 1) sym_m)))))
(assert
 (let ((?x2797 (div (+ (- 1) sym_h) 2)))
 (let ((?x3375 (+ 1 ?x2797)))
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2054 (add ?x2826 ?x3609)))
 (let ((?x3664 (dim ?x2054 2)))
 (= ?x3664 ?x3375))))))))
(assert
 (let ((?x3410 (div (+ (- 1) sym_w) 2)))
 (let ((?x3102 (+ 1 ?x3410)))
 (let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x2054 (add ?x2826 ?x3609)))
 (let ((?x3917 (dim ?x2054 3)))
 (= ?x3917 ?x3102))))))))
(assert
 (let ((?x2797 (div (+ (- 1) sym_h) 2)))
 (let ((?x3375 (+ 1 ?x2797)))
 (>= ?x3375 0))))
(assert
 (let ((?x3410 (div (+ (- 1) sym_w) 2)))
 (let ((?x3102 (+ 1 ?x3410)))
 (>= ?x3102 0))))
(assert
 (= (rank (add in_W1 in_W2)) 4))
(assert
 (= (dim (add in_W1 in_W2) 0) sym_m))
(assert
 (= (dim (add in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x3578 (dim ?x3557 2)))
 (= 3 ?x3578))))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x3199 (dim ?x3557 3)))
 (= 3 ?x3199))))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
 (= (rank ?x2569) 4))))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
 (= (dim ?x2569 0) sym_n))))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
 (= (dim ?x2569 1) sym_m))))
(assert
 (let ((?x2797 (div (+ (- 1) sym_h) 2)))
 (let ((?x3375 (+ 1 ?x2797)))
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
 (let ((?x3699 (dim ?x2569 2)))
 (= ?x3699 ?x3375)))))))
(assert
 (let ((?x3410 (div (+ (- 1) sym_w) 2)))
 (let ((?x3102 (+ 1 ?x3410)))
 (let ((?x3557 (add in_W1 in_W2)))
 (let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
 (let ((?x2703 (dim ?x2569 3)))
 (= ?x2703 ?x3102)))))))
(assert
 (let ((?x3557 (add in_W1 in_W2)))
(let ((?x2569 (conv 2 2 1 1 1 1 1 1 1 in_X ?x3557)))
(let ((?x3609 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x2826 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x2054 (add ?x2826 ?x3609)))
(and (distinct ?x2054 ?x2569) true)))))))
(check-sat)
