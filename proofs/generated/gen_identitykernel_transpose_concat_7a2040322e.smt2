; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 48390
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x8 (concat ax A B)))
 (let ((?x10 (concat ax ?x8 C)))
 (= ?x10 ?x12)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x36 (idkernel2 c)))
 (let ((?x37 (transpose2 1 0 ?x36)))
 (= ?x37 ?x36))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x46 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x8 (concat p1 X Y)))
 (let ((?x43 (transpose2 p0 p1 ?x8)))
 (= ?x43 ?x46)))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (= (rank ?x77) 2)))))
(assert
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (= (dim ?x77 0) sym_c)))))
(assert
 (let ((?x83 (+ sym_c sym_n)))
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (let ((?x82 (dim ?x77 1)))
 (= ?x82 ?x83)))))))
(assert
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (let ((?x85 (concat 1 ?x70 ?x77)))
 (= (rank ?x85) 2))))))
(assert
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (let ((?x85 (concat 1 ?x70 ?x77)))
 (= (dim ?x85 0) sym_c))))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x92 (+ ?x91 sym_c)))
 (let ((?x70 (transpose2 1 0 in_x1)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x77 (concat 1 ?x63 ?x70)))
 (let ((?x85 (concat 1 ?x70 ?x77)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x92)))))))))
(assert
 (let ((?x83 (+ sym_c sym_n)))
 (>= ?x83 0)))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x92 (+ ?x91 sym_c)))
 (>= ?x92 0))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x100 (+ sym_n sym_c)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x100))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x92 (+ ?x91 sym_c)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x92))))))))
(assert
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (= (dim ?x104 1) sym_c)))))
(assert
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (rank ?x111) 2))))))
(assert
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (dim ?x111 0) sym_c))))))
(assert
 (let ((?x91 (* 2 sym_n)))
 (let ((?x92 (+ ?x91 sym_c)))
 (let ((?x63 (idkernel2 sym_c)))
 (let ((?x96 (concat 0 in_x1 ?x63)))
 (let ((?x104 (concat 0 ?x96 in_x1)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x92)))))))))
(assert
 (let ((?x63 (idkernel2 sym_c)))
(let ((?x96 (concat 0 in_x1 ?x63)))
(let ((?x104 (concat 0 ?x96 in_x1)))
(let ((?x111 (transpose2 1 0 ?x104)))
(let ((?x70 (transpose2 1 0 in_x1)))
(let ((?x77 (concat 1 ?x63 ?x70)))
(let ((?x85 (concat 1 ?x70 ?x77)))
(and (distinct ?x85 ?x111) true)))))))))
(check-sat)
