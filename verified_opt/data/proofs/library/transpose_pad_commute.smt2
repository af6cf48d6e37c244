; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0231
; z3 rlimit used: 73901
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x30 (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X))))
 (let ((?x28 (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (let (($x31 (= ?x28 ?x30)))
 (let (($x22 (and (>= b0 0) (>= b1 0) (>= b2 0) (>= b3 0) (>= e0 0) (>= e1 0) (>= e2 0) (>= e3 0))))
 (=> $x22 $x31))))) :pattern ( (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X)) ) :qid transpose4_pad_0231))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
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
 (= (rank (pad4 0 0 1 2 0 0 0 1 in_X)) 4))
(assert
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x76 0) sym_n)))
(assert
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x76 1) sym_c)))
(assert
 (let ((?x84 (+ 1 sym_h)))
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x83 (dim ?x76 2)))
 (= ?x83 ?x84)))))
(assert
 (let ((?x87 (+ 3 sym_w)))
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x86 (dim ?x76 3)))
 (= ?x86 ?x87)))))
(assert
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x89 (transpose4 0 2 3 1 ?x76)))
 (= (rank ?x89) 4))))
(assert
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x89 (transpose4 0 2 3 1 ?x76)))
 (= (dim ?x89 0) sym_n))))
(assert
 (let ((?x84 (+ 1 sym_h)))
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x89 (transpose4 0 2 3 1 ?x76)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x84))))))
(assert
 (let ((?x87 (+ 3 sym_w)))
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x89 (transpose4 0 2 3 1 ?x76)))
 (let ((?x96 (dim ?x89 2)))
 (= ?x96 ?x87))))))
(assert
 (let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x89 (transpose4 0 2 3 1 ?x76)))
 (= (dim ?x89 3) sym_c))))
(assert
 (let ((?x84 (+ 1 sym_h)))
 (>= ?x84 0)))
(assert
 (let ((?x87 (+ 3 sym_w)))
 (>= ?x87 0)))
(assert
 (= (rank (transpose4 0 2 3 1 in_X)) 4))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 1) sym_h))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 3) sym_c))
(assert
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
 (let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
 (let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x84 (+ 1 sym_h)))
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
 (let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
 (let ((?x118 (dim ?x113 1)))
 (= ?x118 ?x84))))))
(assert
 (let ((?x87 (+ 3 sym_w)))
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
 (let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x87))))))
(assert
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
 (let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
 (= (dim ?x113 3) sym_c))))
(assert
 (let ((?x102 (transpose4 0 2 3 1 in_X)))
(let ((?x113 (pad4 0 1 2 0 0 0 1 0 ?x102)))
(let ((?x76 (pad4 0 0 1 2 0 0 0 1 in_X)))
(let ((?x89 (transpose4 0 2 3 1 ?x76)))
(and (distinct ?x89 ?x113) true))))))
(check-sat)
