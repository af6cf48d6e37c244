; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 74128
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x38 (idkernel2 c)))
 (let ((?x39 (transpose2 1 0 ?x38)))
 (let (($x40 (= ?x39 ?x38)))
 (=> (and (>= c 1)) $x40)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x56 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x53 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x51 (and (>= p0 0) (>= p1 0))))
 (=> $x51 $x57))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (= (rank ?x91) 2)))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (let ((?x94 (dim ?x91 0)))
 (= ?x94 ?x95)))))))
(assert
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (= (dim ?x91 1) sym_c)))))
(assert
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (let ((?x99 (concat 0 ?x91 ?x84)))
 (= (rank ?x99) 2))))))
(assert
 (let ((?x103 (* 2 sym_c2)))
 (let ((?x104 (+ sym_c ?x103)))
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (let ((?x99 (concat 0 ?x91 ?x84)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x104)))))))))
(assert
 (let ((?x84 (transpose2 1 0 in_w1)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x91 (concat 0 ?x77 ?x84)))
 (let ((?x99 (concat 0 ?x91 ?x84)))
 (= (dim ?x99 1) sym_c))))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (>= ?x95 0)))
(assert
 (let ((?x103 (* 2 sym_c2)))
 (let ((?x104 (+ sym_c ?x103)))
 (>= ?x104 0))))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x95))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (= (rank ?x117) 2)))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (= (dim ?x117 0) sym_c)))))
(assert
 (let ((?x103 (* 2 sym_c2)))
 (let ((?x104 (+ sym_c ?x103)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x104))))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (let ((?x124 (transpose2 1 0 ?x117)))
 (= (rank ?x124) 2))))))
(assert
 (let ((?x103 (* 2 sym_c2)))
 (let ((?x104 (+ sym_c ?x103)))
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (let ((?x124 (transpose2 1 0 ?x117)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x104)))))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x110 (concat 1 ?x77 in_w1)))
 (let ((?x117 (concat 1 ?x110 in_w1)))
 (let ((?x124 (transpose2 1 0 ?x117)))
 (= (dim ?x124 1) sym_c))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
(let ((?x110 (concat 1 ?x77 in_w1)))
(let ((?x117 (concat 1 ?x110 in_w1)))
(let ((?x124 (transpose2 1 0 ?x117)))
(let ((?x84 (transpose2 1 0 in_w1)))
(let ((?x91 (concat 0 ?x77 ?x84)))
(let ((?x99 (concat 0 ?x91 ?x84)))
(and (distinct ?x99 ?x124) true)))))))))
(check-sat)
