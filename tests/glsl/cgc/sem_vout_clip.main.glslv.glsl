// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/sem_vout_clip.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.plane0
//semantic main.plane1
//var float4 plane0 :  : _plane01 : 1 : 1
//var float4 plane1 :  : _plane11 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 hpos : $vout.POSITION : HPOS : 3 : 1
//var float c0 : $vout.CLP0 : CLP0 : 4 : 1
//var float c1 : $vout.CLP1 : CLP1 : 5 : 1
//var float c5 : $vout.CLP5 : CLP5 : 6 : 1

vec4 _hpos1;
float _c01;
float _c51;
float _c11;
uniform vec4 _plane01;
uniform vec4 _plane11;

 // main procedure, the original name was main
void main()
{


    _hpos1 = gl_Vertex;
    _c01 = dot(gl_Vertex, _plane01);
    _c11 = dot(gl_Vertex, _plane11);
    _c51 = gl_Vertex.x;
    gl_ClipDistance[1] = _c11;
    gl_ClipDistance[5] = gl_Vertex.x;
    gl_ClipDistance[0] = _c01;
    gl_Position = gl_Vertex;
} // main end
