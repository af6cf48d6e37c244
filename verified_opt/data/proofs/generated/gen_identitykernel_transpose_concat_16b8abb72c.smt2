; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 110902
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x18 (concat ax (concat ax A B) C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x49 (idkernel2 c)))
 (let ((?x50 (transpose2 1 0 ?x49)))
 (let (($x51 (= ?x50 ?x49)))
 (=> (and (>= c 1)) $x51)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x70 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x67 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x71 (= ?x67 ?x70)))
 (let (($x65 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x65 $x71))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (= (dim ?x104 1) sym_c)))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x112 (concat 0 ?x97 ?x104)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x116 (* 2 sym_c2)))
 (let ((?x117 (+ ?x116 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x112 (concat 0 ?x97 ?x104)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x117)))))))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x90 ?x97)))
 (let ((?x112 (concat 0 ?x97 ?x104)))
 (= (dim ?x112 1) sym_c))))))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (>= ?x108 0)))
(assert
 (let ((?x116 (* 2 sym_c2)))
 (let ((?x117 (+ ?x116 sym_c)))
 (>= ?x117 0))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 (+ sym_c2 sym_c))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (= (rank ?x131) 2)))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (= (dim ?x131 0) sym_c)))))
(assert
 (let ((?x116 (* 2 sym_c2)))
 (let ((?x117 (+ ?x116 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x117))))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x131)))
 (= (rank ?x138) 2))))))
(assert
 (let ((?x116 (* 2 sym_c2)))
 (let ((?x117 (+ ?x116 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x131)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x117)))))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x123 (concat 1 in_w1 ?x90)))
 (let ((?x131 (concat 1 ?x123 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x131)))
 (= (dim ?x138 1) sym_c))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
(let ((?x123 (concat 1 in_w1 ?x90)))
(let ((?x131 (concat 1 ?x123 in_w1)))
(let ((?x138 (transpose2 1 0 ?x131)))
(let ((?x97 (transpose2 1 0 in_w1)))
(let ((?x104 (concat 0 ?x90 ?x97)))
(let ((?x112 (concat 0 ?x97 ?x104)))
(and (distinct ?x112 ?x138) true)))))))))
(check-sat)
