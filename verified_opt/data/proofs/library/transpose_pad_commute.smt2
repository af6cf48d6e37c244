; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0231
; z3 rlimit used: 4778
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x33 (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X))))
 (let ((?x31 (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (let (($x34 (= ?x31 ?x33)))
 (let (($x26 (and (>= b0 0) (>= b1 0) (>= b2 0) (>= b3 0) (>= e0 0) (>= e1 0) (>= e2 0) (>= e3 0) (= (rank X) 4))))
 (=> $x26 $x34))))) :pattern ( (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X)) ) :qid transpose4_pad_0231))
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
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x78 0) sym_n)))
(assert
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x78 1) sym_c)))
(assert
 (let ((?x86 (+ 1 sym_h)))
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x85 (dim ?x78 2)))
 (= ?x85 ?x86)))))
(assert
 (let ((?x89 (+ 3 sym_w)))
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x88 (dim ?x78 3)))
 (= ?x88 ?x89)))))
(assert
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x78)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x78)))
 (= (dim ?x91 0) sym_n))))
(assert
 (let ((?x86 (+ 1 sym_h)))
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x78)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x86))))))
(assert
 (let ((?x89 (+ 3 sym_w)))
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x78)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x89))))))
(assert
 (let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x91 (transpose4 0 2 3 1 ?x78)))
 (= (dim ?x91 3) sym_c))))
(assert
 (let ((?x86 (+ 1 sym_h)))
 (>= ?x86 0)))
(assert
 (let ((?x89 (+ 3 sym_w)))
 (>= ?x89 0)))
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
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
 (let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
 (let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x86 (+ 1 sym_h)))
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
 (let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
 (let ((?x120 (dim ?x115 1)))
 (= ?x120 ?x86))))))
(assert
 (let ((?x89 (+ 3 sym_w)))
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
 (let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x89))))))
(assert
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
 (let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
 (= (dim ?x115 3) sym_c))))
(assert
 (let ((?x104 (transpose4 0 2 3 1 in_X)))
(let ((?x115 (pad4 0 1 2 0 0 0 1 0 ?x104)))
(let ((?x78 (pad4 0 0 1 2 0 0 0 1 in_X)))
(let ((?x91 (transpose4 0 2 3 1 ?x78)))
(and (distinct ?x91 ?x115) true))))))
(check-sat)
