; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 29661
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x88 (add Y X)))
 (let ((?x87 (add X Y)))
 (let (($x89 (= ?x87 ?x88)))
 (let (($x85 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x78 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x71 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x57 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x86 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x51 $x57 $x64 $x71 $x78 $x85)))
 (=> $x86 $x89))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x142 (transpose2 p0 p1 Y)))
 (let ((?x141 (transpose2 p0 p1 X)))
 (let ((?x143 (add ?x141 ?x142)))
 (let ((?x140 (transpose2 p0 p1 (add X Y))))
 (let (($x144 (= ?x140 ?x143)))
 (let (($x138 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x138 $x144))))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x142 (transpose2 p0 p1 Y)))
 (let ((?x141 (transpose2 p0 p1 X)))
 (let ((?x154 (concat 0 ?x141 ?x142)))
 (let ((?x153 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x155 (= ?x153 ?x154)))
 (let (($x138 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x138 $x155))))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x185 (add ?x171 ?x178)))
 (let ((?x192 (concat 0 ?x178 ?x185)))
 (= (rank ?x192) 2))))))
(assert
 (let ((?x196 (* 2 sym_c)))
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x185 (add ?x171 ?x178)))
 (let ((?x192 (concat 0 ?x178 ?x185)))
 (let ((?x195 (dim ?x192 0)))
 (= ?x195 ?x196))))))))
(assert
 (let ((?x178 (transpose2 1 0 in_w1)))
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x185 (add ?x171 ?x178)))
 (let ((?x192 (concat 0 ?x178 ?x185)))
 (= (dim ?x192 1) sym_c))))))
(assert
 (let ((?x196 (* 2 sym_c)))
 (>= ?x196 0)))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (concat 1 in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x196 (* 2 sym_c)))
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x201 (add in_w1 ?x171)))
 (let ((?x208 (concat 1 in_w1 ?x201)))
 (let ((?x213 (dim ?x208 1)))
 (= ?x213 ?x196)))))))
(assert
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x201 (add in_w1 ?x171)))
 (let ((?x208 (concat 1 in_w1 ?x201)))
 (let ((?x215 (transpose2 1 0 ?x208)))
 (= (rank ?x215) 2))))))
(assert
 (let ((?x196 (* 2 sym_c)))
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x201 (add in_w1 ?x171)))
 (let ((?x208 (concat 1 in_w1 ?x201)))
 (let ((?x215 (transpose2 1 0 ?x208)))
 (let ((?x218 (dim ?x215 0)))
 (= ?x218 ?x196))))))))
(assert
 (let ((?x171 (idkernel2 sym_c)))
 (let ((?x201 (add in_w1 ?x171)))
 (let ((?x208 (concat 1 in_w1 ?x201)))
 (let ((?x215 (transpose2 1 0 ?x208)))
 (= (dim ?x215 1) sym_c))))))
(assert
 (let ((?x171 (idkernel2 sym_c)))
(let ((?x201 (add in_w1 ?x171)))
(let ((?x208 (concat 1 in_w1 ?x201)))
(let ((?x215 (transpose2 1 0 ?x208)))
(let ((?x178 (transpose2 1 0 in_w1)))
(let ((?x185 (add ?x171 ?x178)))
(let ((?x192 (concat 0 ?x178 ?x185)))
(and (distinct ?x192 ?x215) true)))))))))
(check-sat)
