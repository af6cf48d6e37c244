; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1, transpose4_relu
; z3 rlimit used: 74269
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x18 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x19 (relu ?x18)))
 (let ((?x17 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x20 (= ?x17 ?x19)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x20)))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x18 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x50 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x18)))
 (let ((?x47 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x51 (= ?x47 ?x50)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x51)))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (concat 1 ?x91 ?x80)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (concat 1 ?x91 ?x80)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (concat 1 ?x91 ?x80)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (concat 1 ?x91 ?x80)))
 (= (dim ?x102 2) sym_w)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (concat 1 ?x91 ?x80)))
 (= (dim ?x102 3) sym_h)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (>= ?x108 0)))
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
 (= (rank (concat 1 (relu in_i1) in_i1)) 4))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 0) sym_n))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x108))))))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_i1) in_i1) 3) sym_w))
(assert
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x137 (transpose4 0 1 3 2 ?x126)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x137 (transpose4 0 1 3 2 ?x126)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x137 (transpose4 0 1 3 2 ?x126)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x108)))))))
(assert
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x137 (transpose4 0 1 3 2 ?x126)))
 (= (dim ?x137 2) sym_w)))))
(assert
 (let ((?x115 (relu in_i1)))
 (let ((?x126 (concat 1 ?x115 in_i1)))
 (let ((?x137 (transpose4 0 1 3 2 ?x126)))
 (= (dim ?x137 3) sym_h)))))
(assert
 (let ((?x115 (relu in_i1)))
(let ((?x126 (concat 1 ?x115 in_i1)))
(let ((?x137 (transpose4 0 1 3 2 ?x126)))
(let ((?x80 (transpose4 0 1 3 2 in_i1)))
(let ((?x91 (relu ?x80)))
(let ((?x102 (concat 1 ?x91 ?x80)))
(and (distinct ?x102 ?x137) true))))))))
(check-sat)
