; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1, transpose4_relu
; z3 rlimit used: 48540
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x12 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x13 (relu ?x12)))
 (let ((?x11 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x11 ?x13)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x12 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x40 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x12)))
 (let ((?x37 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x37 ?x40)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (concat 1 ?x68 ?x79)))
 (= (rank ?x90) 4)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (concat 1 ?x68 ?x79)))
 (= (dim ?x90 0) sym_n)))))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (concat 1 ?x68 ?x79)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x96)))))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (concat 1 ?x68 ?x79)))
 (= (dim ?x90 2) sym_w)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (concat 1 ?x68 ?x79)))
 (= (dim ?x90 3) sym_h)))))
(assert
 (let ((?x96 (* 2 sym_c)))
 (>= ?x96 0)))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (relu in_i1))) 4))
(assert
 (= (dim (concat 1 in_i1 (relu in_i1)) 0) sym_n))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x96))))))
(assert
 (= (dim (concat 1 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x125 (transpose4 0 1 3 2 ?x114)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x125 (transpose4 0 1 3 2 ?x114)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x96 (* 2 sym_c)))
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x125 (transpose4 0 1 3 2 ?x114)))
 (let ((?x130 (dim ?x125 1)))
 (= ?x130 ?x96)))))))
(assert
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x125 (transpose4 0 1 3 2 ?x114)))
 (= (dim ?x125 2) sym_w)))))
(assert
 (let ((?x103 (relu in_i1)))
 (let ((?x114 (concat 1 in_i1 ?x103)))
 (let ((?x125 (transpose4 0 1 3 2 ?x114)))
 (= (dim ?x125 3) sym_h)))))
(assert
 (let ((?x103 (relu in_i1)))
(let ((?x114 (concat 1 in_i1 ?x103)))
(let ((?x125 (transpose4 0 1 3 2 ?x114)))
(let ((?x68 (transpose4 0 1 3 2 in_i1)))
(let ((?x79 (relu ?x68)))
(let ((?x90 (concat 1 ?x68 ?x79)))
(and (distinct ?x90 ?x125) true))))))))
(check-sat)
